import `Weird`
import `Unclosed
